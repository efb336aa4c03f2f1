// The texts a test expects on screen: a validation text with its limits filled in, in either language.
import type { Language } from '../../src/domain/constants';
import cnValidation from '../../src/i18n/cn/validation';
import enValidation from '../../src/i18n/en/validation';
import { TEXT_VARIABLES } from '../../src/i18n/textVariables';

/** A text with its {{limits}} filled in, as the console shows it. */
export const limits = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(TEXT_VARIABLES[name as keyof typeof TEXT_VARIABLES]));

/** The validation texts of a language. */
export const validationTexts = (lang: Language) => (lang === 'cn' ? cnValidation : enValidation);
