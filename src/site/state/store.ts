'use client'

import { create } from 'zustand'

/** Page-wide state (spec section 3). One store; components read it through selectors. */
export type Transition = 'fade' | 'popup' | 'popup-reverse'

export type SiteState = {
  headerVisible: boolean
  transition: Transition
  cursorHidden: boolean
  /** Multi-step flows (the build flow): current step, submitting and loading. */
  currentStep: number
  submitting: boolean
  loading: boolean

  setHeaderVisible: (visible: boolean) => void
  setTransition: (transition: Transition) => void
  setCursorHidden: (hidden: boolean) => void
  setCurrentStep: (step: number) => void
  setSubmitting: (submitting: boolean) => void
  setLoading: (loading: boolean) => void
}

export const useSiteStore = create<SiteState>()((set) => ({
  headerVisible: true,
  transition: 'fade',
  cursorHidden: false,
  currentStep: 0,
  submitting: false,
  loading: false,

  setHeaderVisible: (headerVisible) => set({ headerVisible }),
  setTransition: (transition) => set({ transition }),
  setCursorHidden: (cursorHidden) => set({ cursorHidden }),
  setCurrentStep: (currentStep) => set({ currentStep }),
  setSubmitting: (submitting) => set({ submitting }),
  setLoading: (loading) => set({ loading }),
}))
