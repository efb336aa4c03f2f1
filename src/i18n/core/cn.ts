// The sign-in namespaces of this language in one module (src/i18n/index.ts loads it before the first paint).
import auth from '../cn/auth';
import common from '../cn/common';
import errors from '../cn/errors';
import validation from '../cn/validation';

export default { auth, common, errors, validation };
