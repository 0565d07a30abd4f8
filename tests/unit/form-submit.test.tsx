// @vitest-environment happy-dom
import { act, useId } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { EmailField } from '@/kit/forms/fields/EmailField'
import { TextField } from '@/kit/forms/fields/TextField'
import { failed, type FormState, idleState, succeeded } from '@/kit/forms/form-state'
import { FormMessage } from '@/kit/forms/FormMessage'
import { SubmitBar } from '@/kit/forms/SubmitBar'
import { useFormAction } from '@/kit/forms/useFormAction'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Field = 'name' | 'email'
type State = FormState<Field>
type Answer = (data: FormData) => State

/** A form built the way every form of the site is: the kit's hook, fields and submit bar. */
function TestForm({
  answer,
  initial = idleState(),
}: {
  answer: { next: Answer; release?: Promise<void> }
  initial?: State
}) {
  const id = useId()
  const { state, form } = useFormAction<State>(async (_previous, data) => {
    await answer.release
    return answer.next(data)
  }, initial)
  return (
    <form {...form}>
      {state.status === 'error' && state.message && <FormMessage tone="error">{state.message}</FormMessage>}
      <TextField
        form={id}
        name="name"
        label="Name"
        required
        defaultValue={String(state.values.name ?? '')}
        error={state.errors.name}
      />
      <EmailField form={id} required defaultValue={String(state.values.email ?? '')} error={state.errors.email} />
      <SubmitBar label="Send" busyLabel="Sending…" state={state} />
    </form>
  )
}

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector)!
const input = (name: string) => $<HTMLInputElement>(`[name="${name}"]`)
const button = () => $<HTMLButtonElement>('button[type="submit"]')

async function render(element: React.ReactNode) {
  await act(async () => root.render(element))
}
/** Sends the form with its button, as a click does (the button has focus), and waits for the answer. */
async function submit() {
  button().focus()
  await act(async () => $<HTMLFormElement>('form').requestSubmit(button()))
}

describe('the form kit: one state, one submit hook', () => {
  it('an answer with field errors: each message beside its field, and focus on the first field to fix in the form', async () => {
    const answer = {
      // Named in another order than the form's: focus follows the form.
      next: (data: FormData) =>
        failed<Field>(
          'Please correct the highlighted fields.',
          { email: 'Enter a valid e-mail address.', name: 'Enter your name.' },
          {
            email: String(data.get('email')),
          },
        ),
    }
    await render(<TestForm answer={answer} />)
    input('email').value = 'not-an-address'
    await submit()

    expect(document.activeElement).toBe(input('name'))
    const nameError = $(`[data-field-error="name"]`)
    expect(nameError.textContent).toBe('Enter your name.')
    expect(input('name').getAttribute('aria-invalid')).toBe('true')
    expect(input('name').getAttribute('aria-describedby')).toBe(nameError.id)
    expect($(`#${input('email').getAttribute('aria-describedby')}`).textContent).toBe('Enter a valid e-mail address.')
    // What was typed survives React's reset of the sent form.
    expect(input('email').value).toBe('not-an-address')
    // The form's own message is an alert: announced the moment it appears.
    expect($('[role="alert"]').textContent).toBe('Please correct the highlighted fields.')
    expect($('form').getAttribute('data-state')).toBe('error')
  })

  it('while the answer is awaited the button is busy and disabled; a success is announced politely and focus returns to the button', async () => {
    let release!: () => void
    const answer = {
      release: new Promise<void>((resolve) => (release = resolve)),
      next: () => succeeded<Field>('Thanks — sent.'),
    }
    await render(<TestForm answer={answer} />)
    input('name').value = 'Ada'
    // A focused button that becomes disabled drops focus to the page (in a browser; here, sent from there).
    ;(document.activeElement as HTMLElement | null)?.blur()
    await act(async () => $<HTMLFormElement>('form').requestSubmit(button()))
    expect(document.activeElement).toBe(document.body)

    expect(button().disabled).toBe(true)
    expect(button().textContent).toBe('Sending…')
    expect($('form').getAttribute('data-state')).toBe('pending')

    await act(async () => release())
    expect(button().disabled).toBe(false)
    expect(button().textContent).toBe('Send')
    expect($('[role="status"]').textContent).toBe('Thanks — sent.')
    expect($('[role="status"]').getAttribute('data-status')).toBe('success')
    expect(document.activeElement).toBe(button())
  })

  it('a failure with no field to fix leaves focus where the visitor had it (Enter in a field)', async () => {
    const answer = { next: () => failed<Field>('Something went wrong on our side.') }
    await render(<TestForm answer={answer} />)
    input('email').focus()
    // Enter in a field: the form's first button is the submitter, focus stays in the field.
    await act(async () => $<HTMLFormElement>('form').requestSubmit(button()))
    expect(container.querySelector('[aria-invalid]')).toBeNull()
    expect($('[role="alert"]').textContent).toBe('Something went wrong on our side.')
    expect(document.activeElement).toBe(input('email'))
  })
})
