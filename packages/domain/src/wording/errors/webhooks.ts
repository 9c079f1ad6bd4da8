/** Signed webhooks to dealers (and later merchants): the endpoint URL and the delivery log. */
export const webhooksErrorsHu = {
  'errors.webhooks.urlInvalid': 'A webhook címe nem érvényes URL. Adjon meg egy teljes https címet.',
  'errors.webhooks.urlNotHttps': 'A webhook címe csak https kapcsolatot használhat.',
  'errors.webhooks.urlPrivateAddress':
    'A webhook címe nem mutathat belső, helyi vagy magánhálózati címre. Adjon meg egy nyilvános címet.',
  'errors.webhooks.urlUnresolvable': 'A webhook címében szereplő gépnév nem található.',
  'errors.webhooks.subscriberNotFound': 'Ez a webhook-előfizető nem található.',
  'errors.webhooks.deliveryNotFound': 'Ez a webhook-kézbesítés nem található.',
  'errors.webhooks.noEndpoint': 'Nincs beállítva webhook-cím, ezért a kézbesítés nem ismételhető meg.',
} as const satisfies Record<`errors.${string}`, string>;
