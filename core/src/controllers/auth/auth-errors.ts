import { GangwayError } from "../../errors/gangway-error.js"

const DOCS = "docs/errors.md#email-and-social-login"

/** The browser blocked the social login window (it must open on the click itself). */
export class PopupBlocked extends GangwayError<PopupBlocked>(DOCS)("PopupBlocked", {}) {}

/** The person closed the social login window before finishing. */
export class SocialLoginClosed extends GangwayError<SocialLoginClosed>(DOCS)("SocialLoginClosed", {}) {}

/** Email or social login was asked for, but the dApp configured no auth frame. */
export class AuthNotConfigured extends GangwayError<AuthNotConfigured>(DOCS)("AuthNotConfigured", {}) {}
