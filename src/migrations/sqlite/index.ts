import * as migration_20261121_073001_initial from './20261121_073001_initial';
import * as migration_20261121_082424_accounts from './20261121_082424_accounts';
import * as migration_20261121_085826_redirects from './20261121_085826_redirects';
import * as migration_20261121_091344_drafts from './20261121_091344_drafts';
import * as migration_20261121_095039_accounts_portal_commerce from './20261121_095039_accounts_portal_commerce';
import * as migration_20261121_111457_roles_orders_owner_drafts from './20261121_111457_roles_orders_owner_drafts';
import * as migration_20261125_102243_no_lockout_revoked_sessions from './20261125_102243_no_lockout_revoked_sessions';
import * as migration_20261125_102904_newsletter_double_opt_in from './20261125_102904_newsletter_double_opt_in';
import * as migration_20261125_152006_media_storage_fields from './20261125_152006_media_storage_fields';
import * as migration_20261125_175253_related_posts from './20261125_175253_related_posts';
import * as migration_20261125_175558_forms from './20261125_175558_forms';
import * as migration_20261125_180000_search_index from './20261125_180000_search_index';
import * as migration_20261126_081121_outbox_delivery from './20261126_081121_outbox_delivery';
import * as migration_20261126_081604_refunds from './20261126_081604_refunds';
import * as migration_20261126_082737_second_deposit_call from './20261126_082737_second_deposit_call';
import * as migration_20261126_115252_refund_lifecycle from './20261126_115252_refund_lifecycle';
import * as migration_20261128_140236_money_action_outcomes from './20261128_140236_money_action_outcomes';
import * as migration_20261128_221347_money_screens_and_the_wait from './20261128_221347_money_screens_and_the_wait';

export const migrations = [
  {
    up: migration_20261121_073001_initial.up,
    down: migration_20261121_073001_initial.down,
    name: '20261121_073001_initial',
  },
  {
    up: migration_20261121_082424_accounts.up,
    down: migration_20261121_082424_accounts.down,
    name: '20261121_082424_accounts',
  },
  {
    up: migration_20261121_085826_redirects.up,
    down: migration_20261121_085826_redirects.down,
    name: '20261121_085826_redirects',
  },
  {
    up: migration_20261121_091344_drafts.up,
    down: migration_20261121_091344_drafts.down,
    name: '20261121_091344_drafts',
  },
  {
    up: migration_20261121_095039_accounts_portal_commerce.up,
    down: migration_20261121_095039_accounts_portal_commerce.down,
    name: '20261121_095039_accounts_portal_commerce',
  },
  {
    up: migration_20261121_111457_roles_orders_owner_drafts.up,
    down: migration_20261121_111457_roles_orders_owner_drafts.down,
    name: '20261121_111457_roles_orders_owner_drafts',
  },
  {
    up: migration_20261125_102243_no_lockout_revoked_sessions.up,
    down: migration_20261125_102243_no_lockout_revoked_sessions.down,
    name: '20261125_102243_no_lockout_revoked_sessions',
  },
  {
    up: migration_20261125_102904_newsletter_double_opt_in.up,
    down: migration_20261125_102904_newsletter_double_opt_in.down,
    name: '20261125_102904_newsletter_double_opt_in',
  },
  {
    up: migration_20261125_152006_media_storage_fields.up,
    down: migration_20261125_152006_media_storage_fields.down,
    name: '20261125_152006_media_storage_fields',
  },
  {
    up: migration_20261125_175253_related_posts.up,
    down: migration_20261125_175253_related_posts.down,
    name: '20261125_175253_related_posts',
  },
  {
    up: migration_20261125_175558_forms.up,
    down: migration_20261125_175558_forms.down,
    name: '20261125_175558_forms',
  },
  {
    up: migration_20261125_180000_search_index.up,
    down: migration_20261125_180000_search_index.down,
    name: '20261125_180000_search_index',
  },
  {
    up: migration_20261126_081121_outbox_delivery.up,
    down: migration_20261126_081121_outbox_delivery.down,
    name: '20261126_081121_outbox_delivery',
  },
  {
    up: migration_20261126_081604_refunds.up,
    down: migration_20261126_081604_refunds.down,
    name: '20261126_081604_refunds',
  },
  {
    up: migration_20261126_082737_second_deposit_call.up,
    down: migration_20261126_082737_second_deposit_call.down,
    name: '20261126_082737_second_deposit_call',
  },
  {
    up: migration_20261126_115252_refund_lifecycle.up,
    down: migration_20261126_115252_refund_lifecycle.down,
    name: '20261126_115252_refund_lifecycle',
  },
  {
    up: migration_20261128_140236_money_action_outcomes.up,
    down: migration_20261128_140236_money_action_outcomes.down,
    name: '20261128_140236_money_action_outcomes',
  },
  {
    up: migration_20261128_221347_money_screens_and_the_wait.up,
    down: migration_20261128_221347_money_screens_and_the_wait.down,
    name: '20261128_221347_money_screens_and_the_wait'
  },
];
