import type { CollectionConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'
import { expireTags, tags } from '@/content/hooks/revalidate'

import { isAbsoluteUrl, normalizeRedirectPath, redirectSourceError } from './path'

/**
 * Redirects editors manage in /admin. They apply where a visitor would otherwise get a 404
 * (see `redirectIfAny`), take effect on the next request, and need no rebuild.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    hidden: hiddenFrom('support'),
    group: 'Site',
    useAsTitle: 'from',
    defaultColumns: ['from', 'type', 'updatedAt'],
    description:
      'Send an old or short address to a page, a post or another URL. A redirect applies only where there is no page.',
  },
  access: { read: anyone, create: contentTeam, update: contentTeam, delete: contentTeam },
  fields: [
    {
      name: 'from',
      label: 'From (path)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { placeholder: '/old-page' },
      validate: (value: unknown) => redirectSourceError(value) ?? true,
      // Stored normalised; a full URL is left as typed so validation can say what is wrong with it.
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' && !isAbsoluteUrl(value) ? normalizeRedirectPath(value) : value),
        ],
      },
    },
    {
      name: 'to',
      type: 'group',
      admin: { description: 'The first target set wins: page, then post, then URL.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'page', type: 'relationship', relationTo: 'pages' },
            { name: 'post', type: 'relationship', relationTo: 'posts' },
          ],
        },
        {
          name: 'url',
          type: 'text',
          admin: { placeholder: 'https://… or /path' },
          validate: (value: unknown, { siblingData }: { siblingData: { page?: unknown; post?: unknown } }) =>
            siblingData?.page || siblingData?.post || (typeof value === 'string' && value.trim())
              ? true
              : 'Choose a page or a post, or enter a URL.',
        },
      ],
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'permanent',
      options: [
        { label: 'Permanent (moved for good; search engines update)', value: 'permanent' },
        { label: 'Temporary', value: 'temporary' },
      ],
    },
  ],
  hooks: {
    afterChange: [({ req }) => expireTags(req, [tags.redirects])],
    afterDelete: [({ req }) => expireTags(req, [tags.redirects])],
  },
}
