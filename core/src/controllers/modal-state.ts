export interface ModalState {
  readonly open: boolean
  readonly loading: boolean
  /** True for 500 ms after a refused action (e.g. closing while sign-in is required). */
  readonly shake: boolean
}

export const initialModalState: ModalState = { open: false, loading: false, shake: false }
