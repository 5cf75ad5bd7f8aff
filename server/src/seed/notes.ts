import type { Random } from './random';

/**
 * Phrase banks for the seeded members' profile notes, per site language. A note is an opener, a sentence
 * about a hobby or two, and what the member is looking for, so notes read like people wrote them and two
 * members rarely share one. '{male|female}' picks the word form that agrees with the member's gender
 * (Italian, French, Spanish and Polish adjectives do).
 */
interface Bank {
  openers: string[];
  hobbies: string[];
  /** '{a}' and '{b}' are two hobbies */
  hobbySentences: string[];
  closers: string[];
}

const BANKS: Record<string, Bank> = {
  en: {
    openers: [
      'Easy-going and curious about people.',
      'Born optimist with a dry sense of humour.',
      'New to this, so be kind!',
      'I laugh a lot, mostly at my own jokes.',
      'Calm on the outside, adventurous on the inside.',
      'Coffee first, then conversation.',
      'Honest, loyal and a little bit stubborn.',
      'Weekdays I work hard, weekends are for living.',
    ],
    hobbies: [
      'hiking',
      'cooking for friends',
      'live music',
      'long bike rides',
      'old movies',
      'yoga',
      'road trips',
      'baking bread',
      'board games',
      'swimming in the sea',
      'reading thrillers',
      'gardening',
    ],
    hobbySentences: [
      'Weekends usually mean {a} or {b}.',
      'I love {a}, and lately also {b}.',
      'My perfect Sunday: {a}, then {b}.',
      'Big fan of {a} and {b}.',
    ],
    closers: [
      'Looking for someone to share good food and bad jokes with.',
      'Hoping to meet someone genuine.',
      'Say hi if you like a good conversation.',
      'Looking for a partner in crime for new adventures.',
      'Let us see where a first coffee takes us.',
    ],
  },
  nl: {
    openers: [
      'Spontaan, nuchter en altijd in voor een grap.',
      'Optimistisch van aard en een echte doorzetter.',
      'Nieuw hier, dus even wennen!',
      'Ik lach veel en zeg wat ik denk.',
      'Rustig type met een avontuurlijk randje.',
      'Eerst koffie, dan praten.',
      'Eerlijk, trouw en een tikkeltje eigenwijs.',
      'Doordeweeks hard werken, in het weekend genieten.',
    ],
    hobbies: [
      'fietsen',
      'koken voor vrienden',
      'concerten',
      'wandelen langs het strand',
      'films kijken',
      'yoga',
      'weekendjes weg',
      'taarten bakken',
      'spelletjes',
      'zeilen',
      'lezen',
      'tuinieren',
    ],
    hobbySentences: [
      'In mijn vrije tijd: {a} en {b}.',
      'Ik hou van {a} en sinds kort ook van {b}.',
      'Mijn ideale zondag: {a} en daarna {b}.',
      'Groot fan van {a} en {b}.',
    ],
    closers: [
      'Op zoek naar iemand om lekker mee te eten en te lachen.',
      'Ik hoop iemand te ontmoeten die echt is.',
      'Stuur gerust een berichtje als je van een goed gesprek houdt.',
      'Zin in nieuwe avonturen, samen.',
      'Eens kijken waar een eerste kop koffie ons brengt.',
    ],
  },
  de: {
    openers: [
      'Offen, ehrlich und neugierig auf Menschen.',
      'Von Natur aus optimistisch.',
      'Neu hier, also seid nett!',
      'Ich lache viel, meistens über mich selbst.',
      'Ruhig nach außen, abenteuerlustig nach innen.',
      'Erst Kaffee, dann Gespräch.',
      'Treu, zuverlässig und ein bisschen dickköpfig.',
      'Unter der Woche fleißig, am Wochenende unterwegs.',
    ],
    hobbies: [
      'Wandern',
      'Kochen mit Freunden',
      'Konzerte',
      'Radtouren',
      'alte Filme',
      'Yoga',
      'Städtereisen',
      'Backen',
      'Brettspiele',
      'Schwimmen',
      'Krimis lesen',
      'Gartenarbeit',
    ],
    hobbySentences: [
      'Meine Leidenschaften: {a} und {b}.',
      'Ich liebe {a} und neuerdings auch {b}.',
      'Mein perfekter Sonntag: erst {a}, dann {b}.',
      'Am liebsten: {a} und {b}.',
    ],
    closers: [
      'Ich suche jemanden für gutes Essen und schlechte Witze.',
      'Ich hoffe, jemand Ehrliches kennenzulernen.',
      'Schreib mir, wenn du gute Gespräche magst.',
      'Auf der Suche nach einem Partner für neue Abenteuer.',
      'Mal sehen, wohin uns ein erster Kaffee führt.',
    ],
  },
  it: {
    openers: [
      'Solare, {curioso|curiosa} e sempre {pronto|pronta} a ridere.',
      'Ottimista per natura.',
      'Sono {nuovo|nuova} qui, siate gentili!',
      'Rido tanto e dico quello che penso.',
      '{Tranquillo|Tranquilla} fuori, {avventuroso|avventurosa} dentro.',
      'Prima il caffè, poi le chiacchiere.',
      "{Sincero|Sincera}, leale e un po' {testardo|testarda}.",
      'In settimana lavoro, nel weekend mi godo la vita.',
    ],
    hobbies: [
      'le passeggiate in montagna',
      'cucinare per gli amici',
      'i concerti',
      'la bici',
      'il cinema',
      'lo yoga',
      'i viaggi',
      'fare dolci',
      'i giochi da tavolo',
      'il mare',
      'leggere gialli',
      'il giardinaggio',
    ],
    hobbySentences: [
      'Amo {a} e ultimamente anche {b}.',
      'La mia domenica ideale: {a} e poi {b}.',
      'Le mie passioni: {a} e {b}.',
      'Non posso vivere senza {a} e {b}.',
    ],
    closers: [
      'Cerco qualcuno con cui condividere buon cibo e risate.',
      'Spero di conoscere una persona sincera.',
      'Scrivimi se ami le belle conversazioni.',
      'Cerco qualcuno con cui vivere nuove avventure.',
      'Vediamo dove ci porta un primo caffè.',
    ],
  },
  fr: {
    openers: [
      '{Souriant|Souriante}, {curieux|curieuse} et toujours {partant|partante}.',
      'Optimiste de nature.',
      '{Nouveau|Nouvelle} ici, soyez indulgents !',
      'Je ris beaucoup et je dis ce que je pense.',
      "Calme en apparence, {aventurier|aventurière} dans l'âme.",
      "Un café d'abord, la conversation ensuite.",
      'Honnête, fidèle et un peu {têtu|têtue}.',
      '{Sérieux|Sérieuse} la semaine, libre le week-end.',
    ],
    hobbies: [
      'la randonnée',
      'cuisiner pour les amis',
      'les concerts',
      'le vélo',
      'le cinéma',
      'le yoga',
      'les voyages',
      'la pâtisserie',
      'les jeux de société',
      'la mer',
      'les romans policiers',
      'le jardinage',
    ],
    hobbySentences: [
      "J'adore {a} et depuis peu {b}.",
      'Mon dimanche idéal : {a}, puis {b}.',
      'Mes passions : {a} et {b}.',
      'Ce qui me rend {heureux|heureuse} : {a} et {b}.',
    ],
    closers: [
      "Je cherche quelqu'un pour partager de bons repas et des fous rires.",
      "J'espère rencontrer une personne sincère.",
      'Écris-moi si tu aimes les bonnes conversations.',
      "À la recherche d'un complice pour de nouvelles aventures.",
      'Voyons où nous mène un premier café.',
    ],
  },
  es: {
    openers: [
      'Alegre, {curioso|curiosa} y siempre con ganas de reír.',
      'Optimista por naturaleza.',
      'Soy {nuevo|nueva} aquí, ¡tened paciencia!',
      'Me río mucho y digo lo que pienso.',
      '{Tranquilo|Tranquila} por fuera, {aventurero|aventurera} por dentro.',
      'Primero un café, luego hablamos.',
      '{Sincero|Sincera}, leal y un poco cabezota.',
      'Entre semana trabajo, el fin de semana disfruto.',
    ],
    hobbies: [
      'el senderismo',
      'cocinar para los amigos',
      'los conciertos',
      'la bici',
      'el cine',
      'el yoga',
      'viajar',
      'la repostería',
      'los juegos de mesa',
      'la playa',
      'leer novelas',
      'la jardinería',
    ],
    hobbySentences: [
      'Me encanta {a} y últimamente también {b}.',
      'Mi domingo ideal: {a} y después {b}.',
      'Mis pasiones: {a} y {b}.',
      'No puedo vivir sin {a} ni {b}.',
    ],
    closers: [
      'Busco a alguien para compartir buena comida y risas.',
      'Espero conocer a alguien auténtico.',
      'Escríbeme si te gustan las buenas conversaciones.',
      'Busco a alguien con quien vivir nuevas aventuras.',
      'A ver adónde nos lleva un primer café.',
    ],
  },
  pl: {
    openers: [
      '{Pogodny|Pogodna}, {ciekawy|ciekawa} świata i ludzi.',
      'Optymista z natury.',
      'Jestem tu {nowy|nowa}, bądźcie wyrozumiali!',
      'Dużo się śmieję i mówię, co myślę.',
      '{Spokojny|Spokojna} z zewnątrz, {żądny|żądna} przygód w środku.',
      'Najpierw kawa, potem rozmowa.',
      '{Szczery|Szczera}, {lojalny|lojalna} i trochę {uparty|uparta}.',
      'W tygodniu praca, w weekend odpoczynek.',
    ],
    hobbies: [
      'górskie wędrówki',
      'gotowanie dla przyjaciół',
      'koncerty',
      'jazdę na rowerze',
      'kino',
      'jogę',
      'podróże',
      'pieczenie ciast',
      'gry planszowe',
      'morze',
      'kryminały',
      'ogród',
    ],
    hobbySentences: [
      'Uwielbiam {a}, a ostatnio także {b}.',
      'Moja idealna niedziela: {a}, a potem {b}.',
      '{Wielki fan|Wielka fanka}: {a} i {b}.',
      'Nie wyobrażam sobie życia bez: {a}, {b}.',
    ],
    closers: [
      'Szukam kogoś do wspólnych posiłków i śmiechu.',
      'Mam nadzieję poznać kogoś szczerego.',
      'Napisz, jeśli lubisz dobre rozmowy.',
      'Szukam towarzysza nowych przygód.',
      'Zobaczmy, dokąd zaprowadzi nas pierwsza kawa.',
    ],
  },
};

export function personalNote(language: string, gender: 'male' | 'female', random: Random): string {
  const bank = BANKS[language] ?? BANKS.en!;
  const a = random.pick(bank.hobbies);
  let b = random.pick(bank.hobbies);
  while (b === a) b = random.pick(bank.hobbies);
  const parts = [
    random.chance(0.8) ? random.pick(bank.openers) : '',
    random.pick(bank.hobbySentences).replace('{a}', a).replace('{b}', b),
    random.chance(0.85) ? random.pick(bank.closers) : '',
  ];
  return agree(parts.filter(Boolean).join(' '), gender);
}

function agree(text: string, gender: 'male' | 'female'): string {
  return text.replace(/\{([^|{}]+)\|([^|{}]+)\}/g, (_, male: string, female: string) =>
    gender === 'male' ? male : female,
  );
}
