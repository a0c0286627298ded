import { documentApp } from './openapi-app';
import { OPENAPI_FILE, openApiText, writeCheckedIn } from './platform/openapi-document';

// `npm run openapi`: writes openapi.json from the routes; the test openapi.test.ts fails until it is current.
const app = await documentApp();
await writeCheckedIn(openApiText(app));
await app.close();
console.log(`wrote ${OPENAPI_FILE}`);
