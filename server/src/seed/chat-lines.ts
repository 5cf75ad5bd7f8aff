/**
 * Short exchanges between seeded members, in each seeded language (spec: believable demo data in the members'
 * languages). `a` opens the conversation, `b` is the other member; oldest line first.
 */
export type ChatLine = { from: 'a' | 'b'; text: string };

export const CHAT_SCRIPTS: Record<string, ChatLine[][]> = {
  en: [
    [
      { from: 'a', text: 'Hi! Your photo at the lake is beautiful. Where was that?' },
      { from: 'b', text: 'Thank you! Lake Tahoe, last summer. Do you travel a lot?' },
      { from: 'a', text: 'Whenever I can. Next on my list is Yosemite.' },
    ],
    [
      { from: 'a', text: 'Hey, fellow coffee addict here ☕ Favourite place in town?' },
      { from: 'b', text: 'Ha, the little roastery on 5th street. You?' },
      { from: 'a', text: 'Same one! Maybe we have already met there 😄' },
      { from: 'b', text: 'Then we should make it official. Saturday morning?' },
    ],
    [
      { from: 'a', text: 'Hello, how is your week going?' },
      { from: 'b', text: 'Busy, but the weekend is close. Any plans?' },
    ],
  ],
  nl: [
    [
      { from: 'a', text: 'Hoi! Leuk profiel. Fiets jij ook zo graag langs het water?' },
      { from: 'b', text: 'Ja, elke zondag! Meestal langs de Vecht.' },
      { from: 'a', text: 'Mooi stuk. Zin om een keer samen te gaan?' },
    ],
    [
      { from: 'a', text: 'Goedemiddag, wat een mooie foto van de hei!' },
      { from: 'b', text: 'Dank je! Genomen op de Veluwe in september.' },
      { from: 'a', text: 'Daar wil ik al jaren heen. Tips?' },
      { from: 'b', text: 'Begin vroeg in de ochtend, dan zie je misschien herten.' },
    ],
    [
      { from: 'a', text: 'Hallo! Hoe was je weekend?' },
      { from: 'b', text: 'Heerlijk rustig, veel gelezen. En het jouwe?' },
    ],
  ],
  de: [
    [
      { from: 'a', text: 'Hallo! Du wanderst auch gern? Welche Tour war deine schönste?' },
      { from: 'b', text: 'Hallo! Der Malerweg in der Sächsischen Schweiz, ganz klar.' },
      { from: 'a', text: 'Der steht schon lange auf meiner Liste!' },
    ],
    [
      { from: 'a', text: 'Guten Abend, dein Profil hat mich zum Lachen gebracht 😊' },
      { from: 'b', text: 'Das freut mich! Was genau denn?' },
      { from: 'a', text: 'Die Sache mit dem Kuchen, der nie aufgeht.' },
      { from: 'b', text: 'Haha, leider wahr. Backst du auch?' },
    ],
    [
      { from: 'a', text: 'Hi, wie war dein Tag?' },
      { from: 'b', text: 'Lang, aber gut. Und deiner?' },
    ],
  ],
  it: [
    [
      { from: 'a', text: 'Ciao! Anche tu ami cucinare? Qual è il tuo piatto preferito?' },
      { from: 'b', text: 'Ciao! Il risotto ai funghi, senza dubbio. E il tuo?' },
      { from: 'a', text: 'La pasta alla Norma di mia nonna 😋' },
    ],
    [
      { from: 'a', text: 'Buonasera, bella la foto al mare! Dove l’hai scattata?' },
      { from: 'b', text: 'Grazie! In Puglia, a Polignano.' },
      { from: 'a', text: 'Che meraviglia, ci vado quest’estate.' },
      { from: 'b', text: 'Allora ti do qualche consiglio sui posti migliori.' },
    ],
    [
      { from: 'a', text: 'Ciao, come va la settimana?' },
      { from: 'b', text: 'Bene, grazie! Tu che fai di bello?' },
    ],
  ],
  fr: [
    [
      { from: 'a', text: 'Bonjour ! Toi aussi tu aimes les expositions ? Un coup de cœur récent ?' },
      { from: 'b', text: 'Bonjour ! Oui, celle sur Monet à Giverny était superbe.' },
      { from: 'a', text: 'Je n’y suis jamais allé, ça donne envie !' },
    ],
    [
      { from: 'a', text: 'Salut, ta photo à vélo m’a fait sourire 🚲' },
      { from: 'b', text: 'Merci ! C’était sur les bords de Loire.' },
      { from: 'a', text: 'Magnifique région. Tu fais souvent des balades ?' },
      { from: 'b', text: 'Presque chaque week-end quand il fait beau.' },
    ],
    [
      { from: 'a', text: 'Coucou, comment s’est passée ta journée ?' },
      { from: 'b', text: 'Plutôt bien, merci ! Et toi ?' },
    ],
  ],
  es: [
    [
      { from: 'a', text: '¡Hola! ¿También te gusta bailar salsa?' },
      { from: 'b', text: '¡Hola! Me encanta, aunque soy un poco torpe 😅' },
      { from: 'a', text: 'Eso se arregla con práctica. ¿Conoces alguna buena escuela?' },
    ],
    [
      { from: 'a', text: 'Buenas tardes, ¡qué foto tan bonita en la montaña!' },
      { from: 'b', text: 'Gracias, es en los Picos de Europa.' },
      { from: 'a', text: 'Siempre he querido ir. ¿Alguna ruta que recomiendes?' },
      { from: 'b', text: 'La del Cares, sin duda. Es espectacular.' },
    ],
    [
      { from: 'a', text: 'Hola, ¿qué tal tu semana?' },
      { from: 'b', text: 'Muy bien, con ganas de que llegue el finde. ¿Y la tuya?' },
    ],
  ],
  pl: [
    [
      { from: 'a', text: 'Cześć! Widzę, że lubisz góry. Tatry czy Bieszczady?' },
      { from: 'b', text: 'Cześć! Zdecydowanie Bieszczady, tam jest taki spokój.' },
      { from: 'a', text: 'Zgadzam się, połoniny o wschodzie słońca są niesamowite.' },
    ],
    [
      { from: 'a', text: 'Dzień dobry, piękne zdjęcie nad morzem!' },
      { from: 'b', text: 'Dziękuję! To Hel, w zeszłe wakacje.' },
      { from: 'a', text: 'Uwielbiam tamte okolice. Jeździsz tam co roku?' },
      { from: 'b', text: 'Staram się, to już tradycja 😊' },
    ],
    [
      { from: 'a', text: 'Hej, jak minął Ci tydzień?' },
      { from: 'b', text: 'Dobrze, dzięki! A Tobie?' },
    ],
  ],
};
