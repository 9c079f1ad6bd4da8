/** Dealers of the leasing variant: their branding and the public files (logos, hero images). */
export const dealersErrorsHu = {
  'errors.dealers.notFound': 'Ez a kereskedő nem található.',
  'errors.dealers.fileNotFound': 'A kért kép nem található.',
  'errors.dealers.nameRequired': 'Adja meg a kereskedő nevét.',
  'errors.dealers.nameTooLong': 'A kereskedő neve legfeljebb 120 karakter lehet.',
  'errors.dealers.colorFormat':
    'A színt hatjegyű hexadecimális kóddal adja meg, kettőskereszttel kezdve, például #1a4b8c.',
  'errors.dealers.radiusNumber': 'A lekerekítést képpontban, számmal adja meg (0 és 24 között).',
  'errors.dealers.imageType': 'A kép csak PNG, JPEG vagy WebP formátumú lehet.',
  'errors.dealers.imageTooLarge': 'A kép legfeljebb 2 MB méretű lehet.',
  'errors.dealers.imageDimensions': 'A kép szélessége és magassága legfeljebb 4000 képpont lehet.',
  'errors.dealers.imageUnreadable': 'A kép nem olvasható. Mentse el újra PNG, JPEG vagy WebP formátumban.',
} as const satisfies Record<`errors.${string}`, string>;
