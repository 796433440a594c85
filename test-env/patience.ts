/**
 * Waits that hold on a busy machine. Testing Library's `findBy…`/`waitFor` give up after
 * 1 s by default, which a loaded 2-core CI machine overruns; a wait ends as soon as its
 * condition holds, so a longer bound costs nothing when the machine is quiet.
 */
import { configure } from "@testing-library/dom"

export const PATIENT_WAIT_MS = 10_000

configure({ asyncUtilTimeout: PATIENT_WAIT_MS })
