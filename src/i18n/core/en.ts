// The sign-in namespaces of this language in one module (src/i18n/index.ts loads it before the first paint).
import auth from '../en/auth';
import common from '../en/common';
import errors from '../en/errors';
import validation from '../en/validation';

export default { auth, common, errors, validation };
