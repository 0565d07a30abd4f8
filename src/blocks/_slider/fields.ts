import type { CheckboxField, TextField } from 'payload'

/** Fields every slider block shares. */
export const loopField: CheckboxField = {
  name: 'loop',
  label: 'Loop back to the first slide after the last',
  type: 'checkbox',
  defaultValue: false,
  admin: { description: 'Off: the arrows stop at the first and last slide. Sliders never move on their own.' },
}

/** The carousel's name for screen readers, when the block has no visible title to use. */
export const carouselLabelField = (defaultValue: string): TextField => ({
  name: 'label',
  label: 'Name for screen readers',
  type: 'text',
  required: true,
  defaultValue,
  admin: { description: 'Read out as the name of the carousel, e.g. "Pebble highlights". Not shown on the page.' },
})
