// The auth service as an operator deploys it (docs/auth-server.md, "Deploy it"): the packed
// @gangway/auth-server installed into a fresh folder, a config file and environment variables,
// `gangway-auth migrate`, then `gangway-auth start` on PGlite in a data folder, mail through the
// local world's SMTP server. A person's email login runs against it over HTTP as the secure frame
// does it (device link, then code, both read from the world's inbox); the frame's page and
// script come from the service itself; SIGTERM stops it cleanly.
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { inboxClient } from "@gangway/fixtures"
import { cleanEnv, npm, run } from "./exec.mjs"
import { assertIsolated, installInto } from "./install.mjs"

const APP_ORIGIN = "http://127.0.0.1:5173"
const PROJECT_ID = "consumer-test-project"

/** The running `gangway-auth start`: its URL once its "started" log line is out, its log lines, its stop. */
const startService = (appDir, env) => {
  // The bin itself, as a process manager runs it (docs/auth-server.md): SIGTERM reaches it, not an npx in between.
  const child = spawn(
    join(appDir, "node_modules", ".bin", "gangway-auth"),
    ["start", "--config", "gangway-auth.json"],
    {
      cwd: appDir,
      env: cleanEnv(env),
      stdio: ["ignore", "pipe", "pipe"]
    }
  )
  const lines = []
  let stderr = ""
  child.stderr.on("data", (chunk) => (stderr += chunk))
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(signal ?? code)))
  const started = new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      lines.push(line)
      const entry = JSON.parse(line)
      if (entry.event === "started") resolve(entry.url)
    })
    exited.then((code) => reject(new Error(`gangway-auth start exited with ${code} before it started\n${stderr}`)))
  })
  return { started, lines, exited, child }
}

const expectStatus = async (response, status, what) => {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`)
  return response
}

/** An email login as the frame makes it: the device approved by the mailed link, then the mailed code. */
const emailLogin = async (url, inbox, email) => {
  const app = { projectId: PROJECT_ID, appOrigin: APP_ORIGIN, deviceId: `device-${randomBytes(8).toString("hex")}` }
  const post = (path, body, token) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body)
    })
  const connect = await (await expectStatus(await post("/v1/email/connect", { email, ...app }), 200, "connect")).json()
  if (connect.action !== "VERIFY_DEVICE") throw new Error(`a new device was asked ${connect.action}`)
  const approval = await inbox.nextMail(email)
  const link = approval.text.match(/https?:\/\/\S+\/v1\/device\/approve\?token=\S+/)?.[0]
  if (link === undefined || !link.startsWith(url))
    throw new Error(`the approval mail's link is not the service's: ${link}`)
  await expectStatus(await fetch(link), 200, "the approval link")
  const { otp, from } = await inbox.nextMail(email, approval.id)
  if (!from.includes("auth@example.com")) throw new Error(`the code came from ${from}, not the configured sender`)
  const verified = await post("/v1/otp/verify", { email, otp, ...app })
  const { token } = await (await expectStatus(verified, 200, "the code")).json()
  const session = await fetch(`${url}/v1/session`, { headers: { authorization: `Bearer ${token}` } })
  const { user } = await (await expectStatus(session, 200, "the session")).json()
  if (user.email !== email) throw new Error(`the session is ${user.email}'s, not ${email}'s`)
}

export const authServerApp = async ({ parent, tarballs, local, step }) => {
  const appDir = join(parent, "auth-server-app")
  mkdirSync(appDir, { recursive: true })
  await step("auth-server: npm install the packed @gangway/auth-server in a fresh folder", async () => {
    await npm(["init", "-y"], { cwd: appDir })
    await installInto(appDir, [tarballs.database, tarballs["auth-server"]])
    await assertIsolated(appDir, ["@gangway/auth-server"])
  })
  // The deploy steps of docs/auth-server.md: settings in a file, secrets in the environment.
  writeFileSync(
    join(appDir, "gangway-auth.json"),
    `${JSON.stringify({ port: 0, projects: { [PROJECT_ID]: [APP_ORIGIN] }, mailFrom: "Consumer test <auth@example.com>" }, null, 2)}\n`
  )
  const env = {
    GANGWAY_AUTH_RECOVERY_KEY: randomBytes(32).toString("base64"),
    GANGWAY_AUTH_SMTP_URL: `smtp://${local.auth.smtp.host}:${local.auth.smtp.port}`,
    GANGWAY_AUTH_DATA_DIR: join(appDir, "data")
  }
  await step("auth-server: gangway-auth migrate (PGlite in a data folder)", async () => {
    const output = await run("npx", ["gangway-auth", "migrate", "--config", "gangway-auth.json"], { cwd: appDir, env })
    if (!output.includes('"event":"migrated"')) throw new Error(`no "migrated" line:\n${output}`)
  })
  const service = startService(appDir, env)
  try {
    const url = await step("auth-server: gangway-auth start answers /healthz", async () => {
      const started = await service.started
      const health = await (await expectStatus(await fetch(`${started}/healthz`), 200, "/healthz")).json()
      if (health.status !== "ok") throw new Error(`/healthz said ${JSON.stringify(health)}`)
      return started
    })
    await step("auth-server: serves the secure frame (page with frame-ancestors, script)", async () => {
      const page = await expectStatus(await fetch(`${url}/frame?projectId=${PROJECT_ID}`), 200, "/frame")
      const policy = page.headers.get("content-security-policy") ?? ""
      if (!policy.includes(`frame-ancestors ${APP_ORIGIN}`)) throw new Error(`the frame's CSP: ${policy}`)
      const script = await expectStatus(await fetch(`${url}/frame.js`), 200, "/frame.js")
      if ((await script.text()).length < 10_000) throw new Error("/frame.js is not the frame's bundle")
    })
    const email = `consumer${randomBytes(4).toString("hex")}@example.com`
    await step("auth-server: email login through the local SMTP server (device link, code, session)", () =>
      emailLogin(url, inboxClient(local.auth.inboxUrl), email)
    )
    await step("auth-server: SIGTERM stops it (exit 0); its log names no email, code or token", async () => {
      service.child.kill("SIGTERM")
      const code = await service.exited
      if (code !== 0) throw new Error(`exited with ${code}`)
      const log = service.lines.join("\n")
      if (!log.includes('"event":"stopped"')) throw new Error("no stopped line")
      if (log.includes(email) || log.includes("token=")) throw new Error("the log holds the email or a link token")
    })
  } finally {
    if (service.child.exitCode === null) service.child.kill("SIGKILL")
  }
}
