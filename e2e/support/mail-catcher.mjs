/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, for the end-to-end
 * tests: the shop sends to it over SMTP, the tests read the messages over HTTP.
 *
 *   SMTP  127.0.0.1:MAIL_CATCHER_SMTP_PORT (default 2525)
 *   HTTP  GET  /messages?to=anna@example.dk  → the messages to that address, oldest first
 *         GET  /healthz
 */
import http from "node:http";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 2526);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", async () => {
      try {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: parsed.from?.address ?? "",
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: parsed.html ?? "",
          receivedAt: new Date().toISOString(),
        });
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/healthz") return response.end("ok");
    if (url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
      response.setHeader("Content-Type", "application/json");
      return response.end(JSON.stringify(found));
    }
    response.statusCode = 404;
    response.end();
  })
  .listen(httpPort, "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
