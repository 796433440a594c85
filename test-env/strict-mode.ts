/**
 * Every DOM test renders under React's StrictMode, as the demo and most dApps do in
 * development: effects are set up, cleaned up and set up again on mount, so a view that keeps
 * state made once and kills it in a clean-up (an AbortController in useState, aborted on
 * unmount) fails here rather than for a visitor.
 */
import { configure } from "@testing-library/react"

configure({ reactStrictMode: true })
