/** Command-line scripts read a .env file in the project directory, like the server does. */
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
