import { useEffect, useState } from 'react'

import type { EstimatorInputs } from './Estimator'
import { readSaved, save, SAVED } from './session-storage'

/** The estimator's inputs (full price or financing): restored from this tab's session, saved on every change. */
export function useSavedEstimate(): [EstimatorInputs, (inputs: EstimatorInputs) => void] {
  const [estimator, setEstimatorState] = useState<EstimatorInputs>({ mode: 'full' })
  useEffect(() => {
    const saved = readSaved<EstimatorInputs>(SAVED.estimate)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved estimate exists only in the browser, after hydration
    if (saved) setEstimatorState(saved)
  }, [])
  const setEstimator = (inputs: EstimatorInputs) => {
    setEstimatorState(inputs)
    save(SAVED.estimate, inputs)
  }
  return [estimator, setEstimator]
}
