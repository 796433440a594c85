// Loaded only for a visitor whose language is not English (see toast-text.ts): the core's
// error and notice catalogues stay out of the page's first bundle.
import "../index.js" // one chunk for the first bundle in esbuild: see index.ts
import {
  describeError,
  noticeMessages,
  translate,
  type DisplayLocale,
  type LoadedTranslations
} from "@gangway/core/i18n"
import type { ToastAbout } from "@gangway/core"

/** A toast's text in `locale`, from what it is about (a core error by its tag, or a notice by its key). */
export const translateToast = (
  about: ToastAbout,
  locale: DisplayLocale,
  loaded: LoadedTranslations | undefined
): string =>
  about.kind === "error"
    ? describeError(about.error, locale, loaded)
    : translate(noticeMessages, locale, loaded, about.notice)
