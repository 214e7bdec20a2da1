import { exportAccount } from '../../use-cases/account-export';
import { httpRoute } from '../../middleware/http-api';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Everything stored about the caller as a JSON attachment (never the password hash)',
  tag: 'Account',
  ok: [200, null, 'application/json attachment'],
  errors: [401],
};

/** GET /api/user/export: everything stored about the caller as a JSON download. */
export const handler = httpRoute({ doc, auth: 'required' }, async (_event, context) => {
  const user = requireUser(context);
  const data = await exportAccount(user);
  return {
    statusCode: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="surplus-doors-account-${user.username}.json"`,
      'Cache-Control': 'no-store',
    },
    body: JSON.stringify(data, null, 2),
  };
});
