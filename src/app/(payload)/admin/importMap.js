import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderMoney as OrderMoney_ab385fada1c59dec0e49d51b6cb23476 } from '../../../commerce/refunds/admin/OrderMoney'
import { OrderSummary as OrderSummary_99ad6218f96df22d27e0870bd9b567c8 } from '../../../commerce/orders/admin/OrderSummary'
import { WindowCell as WindowCell_f575b6a6f3185bdec6446ca60835409a } from '../../../commerce/delivery/admin/WindowCell'
import { DisputedCell as DisputedCell_fd6318429cc1ab2d446ca0481b670197 } from '../../../commerce/orders/admin/OrderCells'
import { TotalCell as TotalCell_fd6318429cc1ab2d446ca0481b670197 } from '../../../commerce/orders/admin/OrderCells'
import { DepositsCell as DepositsCell_fd6318429cc1ab2d446ca0481b670197 } from '../../../commerce/orders/admin/OrderCells'
import { RefundedCell as RefundedCell_9ecb8a32ca778954b594d7c3632897ac } from '../../../commerce/orders/admin/RefundedCell'
import { CallSecondDeposit as CallSecondDeposit_3121447b7bad14307bb1829694abff3d } from '../../../commerce/second-deposit/CallSecondDeposit'
import { WindowFilter as WindowFilter_a745b8458af2aa12be2e4cb656dcebc2 } from '../../../commerce/delivery/admin/WindowFilter'
import { OrderFiltersBar as OrderFiltersBar_a6e683280c80d2aa069f77726feb8363 } from '../../../commerce/orders/admin/OrderFiltersBar'
import { OutboxPreview as OutboxPreview_b4f930a6e959428cd33382f66d633ed7 } from '../../../mail/template/OutboxPreview'
import { DollarsCell as DollarsCell_0b8fbe4b1eb7d2dfbc44a7c48db25a54 } from '../../../commerce/pricing/DollarsCell'
import { HandoverSchedule as HandoverSchedule_ebb3a00d72bef8032ce0afd8bae39c32 } from '../../../commerce/handover/admin/HandoverSchedule'
import { PlanMonthLabel as PlanMonthLabel_4d761beb19bae50dbb14bec2232e83fd } from '../../../commerce/delivery/admin/PlanMonthLabel'
import { LaunchPanel as LaunchPanel_8376c5af336d649d4ae136a6572ec542 } from '../../../observability/admin/LaunchPanel'
import { PlanFill as PlanFill_720abb1f085487ed2be74789e79c769b } from '../../../commerce/delivery/admin/PlanFill'
import { OrdersPanel as OrdersPanel_fbc0af4eeb215ef61f9832e3c952e862 } from '../../../commerce/orders/admin/OrdersPanel'
import { PriceLockPanel as PriceLockPanel_b82059107d71f9b5ba735c4fa1d30109 } from '../../../commerce/changes/admin/PriceLockPanel'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/commerce/refunds/admin/OrderMoney#OrderMoney": OrderMoney_ab385fada1c59dec0e49d51b6cb23476,
  "/commerce/orders/admin/OrderSummary#OrderSummary": OrderSummary_99ad6218f96df22d27e0870bd9b567c8,
  "/commerce/delivery/admin/WindowCell#WindowCell": WindowCell_f575b6a6f3185bdec6446ca60835409a,
  "/commerce/orders/admin/OrderCells#DisputedCell": DisputedCell_fd6318429cc1ab2d446ca0481b670197,
  "/commerce/orders/admin/OrderCells#TotalCell": TotalCell_fd6318429cc1ab2d446ca0481b670197,
  "/commerce/orders/admin/OrderCells#DepositsCell": DepositsCell_fd6318429cc1ab2d446ca0481b670197,
  "/commerce/orders/admin/RefundedCell#RefundedCell": RefundedCell_9ecb8a32ca778954b594d7c3632897ac,
  "/commerce/second-deposit/CallSecondDeposit#CallSecondDeposit": CallSecondDeposit_3121447b7bad14307bb1829694abff3d,
  "/commerce/delivery/admin/WindowFilter#WindowFilter": WindowFilter_a745b8458af2aa12be2e4cb656dcebc2,
  "/commerce/orders/admin/OrderFiltersBar#OrderFiltersBar": OrderFiltersBar_a6e683280c80d2aa069f77726feb8363,
  "/mail/template/OutboxPreview#OutboxPreview": OutboxPreview_b4f930a6e959428cd33382f66d633ed7,
  "/commerce/pricing/DollarsCell#DollarsCell": DollarsCell_0b8fbe4b1eb7d2dfbc44a7c48db25a54,
  "/commerce/handover/admin/HandoverSchedule#HandoverSchedule": HandoverSchedule_ebb3a00d72bef8032ce0afd8bae39c32,
  "/commerce/delivery/admin/PlanMonthLabel#PlanMonthLabel": PlanMonthLabel_4d761beb19bae50dbb14bec2232e83fd,
  "/observability/admin/LaunchPanel#LaunchPanel": LaunchPanel_8376c5af336d649d4ae136a6572ec542,
  "/commerce/delivery/admin/PlanFill#PlanFill": PlanFill_720abb1f085487ed2be74789e79c769b,
  "/commerce/orders/admin/OrdersPanel#OrdersPanel": OrdersPanel_fbc0af4eeb215ef61f9832e3c952e862,
  "/commerce/changes/admin/PriceLockPanel#PriceLockPanel": PriceLockPanel_b82059107d71f9b5ba735c4fa1d30109,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
