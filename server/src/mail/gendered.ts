/**
 * Words that agree with the member's gender in a mail text (Italian 'iscritto/iscritta', Polish 'prosiłeś/prosiłaś',
 * French 'inscrit/inscrite'): written in the text as {male|female} alternatives, e.g. 'iscritt{o|a}',
 * 'rejestrował{eś|aś}', 'inscrit{|e}'. The member's own gender of the profile picks one; a member who has not
 * told it (a fresh signup) reads both, as those languages write it: 'iscritto/a', 'inscrit(e)'.
 */
export type MailGender = 'male' | 'female' | '';

const ALTERNATIVES = /\{([^{}|]*)\|([^{}|]*)\}/g;

export function genderText(text: string, gender: MailGender | undefined): string {
  return text.replace(ALTERNATIVES, (_, male: string, female: string) => {
    if (gender === 'male') return male;
    if (gender === 'female') return female;
    return male ? `${male}/${female}` : `(${female})`;
  });
}
