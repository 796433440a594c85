export { EmailVerifyDeviceView, EmailVerifyOtpView, UpdateEmailOtpView, UpdateEmailView } from "./email-views.js"
export { ConnectingSocialView } from "./social-views.js"
