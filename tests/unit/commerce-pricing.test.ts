import { describe, expect, it } from 'vitest'

import { defaultSelection, priceConfiguration, resolveSelection } from '@/commerce/pricing/price'
import { formatDelta, formatUSD } from '@/commerce/pricing/money'

import { catalog } from './commerce-catalog-fixture'

describe('priceConfiguration: total = trim + colour unless default + option deltas', () => {
  it.each([
    // [case, selection, total, option lines]
    ['first trim with its defaults', {}, 8_490_000, []],
    ['non-default colour adds its price', { trim: 'essential', color: 'basalt', options: [] }, 8_490_000 + 190_000, []],
    [
      'default colour is included even when the trim lists a price for it',
      { trim: 'adventure', color: 'glacier-white' },
      9_990_000 + 120_000 - 120_000,
      [['awning', 'included', 0]],
    ],
    [
      'added option adds its price',
      { trim: 'essential', color: 'glacier-white', options: ['solar-roof', 'bike-rack'] },
      8_490_000 + 450_000 + 65_000,
      [
        ['solar-roof', 'added', 450_000],
        ['bike-rack', 'added', 65_000],
      ],
    ],
    [
      'removed default subtracts its price',
      { trim: 'adventure', color: 'glacier-white', options: [] },
      9_990_000 - 120_000,
      [['awning', 'removed', -120_000]],
    ],
    [
      'kept default is 0',
      { trim: 'adventure', color: 'glacier-white', options: ['awning'] },
      9_990_000,
      [['awning', 'included', 0]],
    ],
    [
      'everything at once',
      { trim: 'adventure', color: 'sage', options: ['bike-rack', 'heat-pump'] },
      9_990_000 + 190_000 + 65_000 + 290_000 - 120_000,
      [
        ['bike-rack', 'added', 65_000],
        ['awning', 'removed', -120_000],
        ['heat-pump', 'added', 290_000],
      ],
    ],
  ] as const)('%s', (_name, input, total, lines) => {
    const priced = priceConfiguration(catalog, {
      ...input,
      options: 'options' in input ? [...input.options] : undefined,
    })
    expect(priced.issues).toEqual([])
    expect(priced.total).toBe(total)
    expect(priced.options.map((o) => [o.uid, o.change, o.priceDelta])).toEqual(lines)
    expect(priced.trim.price + priced.color.price + priced.optionsTotal).toBe(priced.total)
  })

  it('absent options mean the trim defaults; an empty list means none', () => {
    expect(priceConfiguration(catalog, { trim: 'summit' }).selection.options).toEqual([
      'solar-roof',
      'awning',
      'heat-pump',
    ])
    expect(priceConfiguration(catalog, { trim: 'summit', options: [] }).selection.options).toEqual(['heat-pump'])
  })
})

describe('resolveSelection', () => {
  it('starts from the first trim, its default colour and default options', () => {
    expect(defaultSelection(catalog)).toEqual({ trim: 'essential', color: 'glacier-white', options: [] })
    expect(defaultSelection(catalog, 'adventure')).toEqual({
      trim: 'adventure',
      color: 'glacier-white',
      options: ['awning'],
    })
  })

  it.each([
    [
      'unknown trim falls back to the first',
      { trim: 'deluxe' },
      { trim: 'essential', color: 'glacier-white', options: [] },
      ['trim'],
    ],
    [
      'a colour the trim does not offer falls back to its default',
      { trim: 'summit', color: 'basalt' },
      { trim: 'summit', color: 'glacier-white', options: ['solar-roof', 'awning', 'heat-pump'] },
      ['color'],
    ],
    [
      'a not-selectable option cannot be added',
      { trim: 'essential', color: 'glacier-white', options: ['heat-pump'] },
      { trim: 'essential', color: 'glacier-white', options: [] },
      ['options'],
    ],
    [
      'a not-selectable default cannot be removed',
      { trim: 'summit', color: 'glacier-white', options: [] },
      { trim: 'summit', color: 'glacier-white', options: ['heat-pump'] },
      ['options'],
    ],
    [
      'an option the trim does not offer is dropped',
      { trim: 'summit', color: 'glacier-white', options: ['bike-rack', 'solar-roof', 'heat-pump'] },
      { trim: 'summit', color: 'glacier-white', options: ['solar-roof', 'heat-pump'] },
      ['options'],
    ],
  ] as const)('%s, and says so', (_name, input, selection, fields) => {
    const result = resolveSelection(catalog, { ...input, options: 'options' in input ? [...input.options] : undefined })
    expect(result.selection).toEqual(selection)
    expect(result.issues.map((i) => i.field)).toEqual(fields)
  })
})

describe('money formatting (en-US, no decimals)', () => {
  it.each([
    [8_490_000, '$84,900'],
    [25_000, '$250'],
    [0, '$0'],
  ])('%i cents -> %s', (cents, text) => expect(formatUSD(cents)).toBe(text))
  it.each([
    [0, 'Included'],
    [65_000, '+$650'],
    [-120_000, '−$1,200'],
  ])('delta %i -> %s', (cents, text) => expect(formatDelta(cents)).toBe(text))
})
