import type { CollectionConfig } from 'payload'

import { admins, adminsField, customerTeam, customerTeamOrOwner } from '@/access'
import { onlyTheseChangeable } from '@/access/fields'
import { options } from '@/commerce/orders/statuses'

import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES } from './statuses'

/**
 * Messages sent through the contact form (the public /contact page and the portal's contact
 * screen). Visitors never write here directly: the form's server action validates and creates
 * the row. Admins and support read everything; support changes only the status, admins anything.
 * A customer reads only their own.
 */
export const SupportRequests: CollectionConfig = {
  slug: 'support-requests',
  labels: { singular: 'Support request', plural: 'Support requests' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'],
    group: 'Customers',
  },
  access: { read: customerTeamOrOwner('customer'), create: admins, update: customerTeam, delete: admins },
  defaultSort: '-createdAt',
  fields: onlyTheseChangeable(
    [
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'open',
        index: true,
        options: options(SUPPORT_STATUSES, SUPPORT_STATUS_LABELS),
        admin: { position: 'sidebar' },
      },
      {
        name: 'customer',
        type: 'relationship',
        relationTo: 'customers',
        index: true,
        admin: {
          position: 'sidebar',
          readOnly: true,
          description: 'Set when a signed-in customer sent it from the portal.',
        },
      },
      {
        name: 'relatedOrder',
        type: 'relationship',
        relationTo: 'orders',
        admin: { position: 'sidebar', readOnly: true },
      },
      {
        name: 'source',
        type: 'select',
        required: true,
        defaultValue: 'contact-page',
        options: [
          { value: 'contact-page', label: 'Public contact page' },
          { value: 'portal', label: 'Customer portal' },
        ],
        admin: { position: 'sidebar', readOnly: true },
      },
      { name: 'subject', type: 'text', required: true, maxLength: 120 },
      { name: 'name', type: 'text', required: true, maxLength: 120 },
      { name: 'email', type: 'email', required: true },
      { name: 'phone', type: 'text', maxLength: 32 },
      { name: 'zip', type: 'text', maxLength: 5 },
      { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
      {
        type: 'row',
        fields: [
          { name: 'mailingList', type: 'checkbox', defaultValue: false, label: 'Joined the mailing list' },
          { name: 'marketing', type: 'checkbox', defaultValue: false, label: 'Agreed to marketing' },
          { name: 'privacyAccepted', type: 'checkbox', defaultValue: false, label: 'Accepted the privacy policy' },
        ],
      },
    ],
    ['status'],
    adminsField,
  ),
}
