import { type GlobalConfig, ValidationError } from 'payload'

import { admins, staffWith } from '@/access'

import { trimUids } from './data'
import { queueRecompute } from './jobs'
import { fromStored, planProblem, type StoredPlanMonth } from './plan-rules'

export const PRODUCTION_PLAN_SLUG = 'production-plan'

/**
 * The production plan: how many of each trim the line finishes each month. Every active
 * reservation's delivery window comes from it (windows.ts). Admins edit it here or an ERP through
 * /api/production-plan; editors and support read it. Each save recomputes the windows (jobs.ts),
 * and `reason` is what buyers whose window moves are told.
 */
export const ProductionPlan: GlobalConfig = {
  slug: PRODUCTION_PLAN_SLUG,
  label: 'Production plan',
  admin: { group: 'Customers' },
  access: { read: staffWith('admin', 'editor', 'support'), update: admins },
  hooks: {
    beforeChange: [
      async ({ data, req }) => {
        const problem = planProblem(fromStored(data.months as StoredPlanMonth[]), await trimUids(req.payload, req))
        if (problem) throw new ValidationError({ errors: [{ path: problem.field, message: problem.message }] })
        return data
      },
    ],
    afterChange: [({ doc, req }) => queueRecompute(req, doc.reason || 'The production plan changed.')],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'windowMonths',
          label: 'Window length (months)',
          type: 'number',
          required: true,
          defaultValue: 2,
          min: 1,
          max: 12,
          admin: { step: 1, description: 'A reservation’s month, widened to this many months, is its window.' },
        },
        {
          name: 'showPlaceInLine',
          label: 'Show buyers their place in line',
          type: 'checkbox',
          defaultValue: true,
        },
      ],
    },
    {
      name: 'reason',
      label: 'Reason for this change',
      type: 'text',
      admin: { description: 'Buyers whose window moves are told this in their mail and on their order page.' },
    },
    {
      name: 'months',
      type: 'array',
      admin: {
        description: 'Each month once, written YYYY-MM, with how many of each trim the line finishes.',
        initCollapsed: true,
        components: { RowLabel: '/commerce/delivery/admin/PlanMonthLabel#PlanMonthLabel' },
      },
      fields: [
        { name: 'month', type: 'text', required: true, admin: { placeholder: '2027-03' } },
        {
          name: 'capacity',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'trim', type: 'text', required: true, admin: { description: 'The trim’s uid.' } },
                { name: 'units', type: 'number', required: true, min: 0, admin: { step: 1 } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
