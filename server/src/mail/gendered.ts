/**
 * Words that agree with the member's gender in a mail text (Italian 'iscritto/iscritta', Polish 'prosiłeś/prosiłaś',
 * French 'inscrit/inscrite') are i18next context variants of the text: `<key>_male` and `<key>_female` beside
 * `<key>`. The member's own gender of the profile picks one; a member who has not told it (a fresh signup) reads
 * `<key>`, which has both forms as those languages write them: 'iscritto/a', 'inscrit(e)'.
 */
export type MailGender = 'male' | 'female' | '';

/** The i18next context of a member's gender: none when it is not known, so the text with both forms is read. */
export const genderContext = (gender: MailGender | undefined) => gender || undefined;
