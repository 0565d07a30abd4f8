import type { Catalog, CommerceTerms } from '@/commerce/catalog/types'

const option = (uid: string, price: number, category: string, isDefault = false, selectable = true) => ({
  uid,
  name: uid,
  description: '',
  price,
  category,
  image: null,
  details: null,
  isDefault,
  selectable,
})
const colour = (uid: string, price: number, isDefault = false) => ({
  uid,
  name: uid,
  description: '',
  swatch: '#ffffff',
  price,
  isDefault,
  images: [],
})

/** A small catalog in the demo's shape (prices in cents). */
export const catalog: Catalog = {
  categories: ['Power', 'Exterior', 'Interior'],
  trims: [
    {
      uid: 'essential',
      label: 'Essential',
      description: '',
      price: 8_490_000,
      images: [],
      featureSlides: [],
      colors: [colour('glacier-white', 0, true), colour('basalt', 190_000), colour('dune', 240_000)],
      options: [
        option('solar-roof', 450_000, 'Power'),
        option('bike-rack', 65_000, 'Exterior'),
        option('awning', 120_000, 'Exterior'),
        option('heat-pump', 290_000, 'Interior', false, false),
      ],
    },
    {
      uid: 'adventure',
      label: 'Adventure',
      description: '',
      price: 9_990_000,
      images: [],
      featureSlides: [],
      // A trim may price a colour differently and still mark its own default.
      colors: [colour('glacier-white', 50_000, true), colour('basalt', 190_000), colour('sage', 190_000)],
      options: [
        option('solar-roof', 450_000, 'Power'),
        option('bike-rack', 65_000, 'Exterior'),
        option('awning', 120_000, 'Exterior', true),
        option('heat-pump', 290_000, 'Interior'),
      ],
    },
    {
      uid: 'summit',
      label: 'Summit',
      description: '',
      price: 11_990_000,
      images: [],
      featureSlides: [],
      colors: [colour('glacier-white', 0, true), colour('dune', 240_000)],
      options: [
        option('solar-roof', 450_000, 'Power', true),
        option('awning', 120_000, 'Exterior', true),
        option('heat-pump', 290_000, 'Interior', true, false),
      ],
    },
  ],
}

const band = (creditBand: string, rates: number[]) =>
  [60, 120, 180, 240].map((months, i) => ({ creditBand, months, aprPercent: rates[i] }))

export const terms: CommerceTerms = {
  firstDeposit: 25_000,
  secondDeposit: 250_000,
  destinationFee: 189_500,
  financing: [
    ...band('Excellent', [6.49, 6.99, 7.49, 7.99]),
    ...band('Fair', [8.99, 9.49, 9.99, 10.49]),
    { creditBand: 'Promo', months: 60, aprPercent: 0 },
  ],
  downPayment: { minPercent: 10, maxPercent: 50, defaultPercent: 20 },
  prequalificationUrl: '',
  disclaimer: '',
  refundRules: {
    first: { refundable: false, until: 'in-production' },
    second: { refundable: true, until: 'in-production' },
  },
  refundPolicy: '',
  changeRules: { until: 'in-production' },
  delivery: { forecast: '', note: '' },
  pickupPoint: { name: '', address: '', phone: '', mapsUrl: '', map: null, photo: null },
  terms: '',
  nextSteps: [],
}
