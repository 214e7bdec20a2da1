import { exportAccount } from '../../use-cases/account-export';
import { httpRoute } from '../../middleware/http-api';
import { requireUser } from '../../middleware/session-user';

/** GET /api/user/export: everything stored about the caller as a JSON download. */
export const handler = httpRoute({ auth: 'required' }, async (_event, context) => {
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
