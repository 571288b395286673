import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { Icon } from "~/components/icons";
import { InfoPage } from "~/components/info-page";
import { getSetting } from "~/services/setting.server";
import { mapEmbedUrl, whatsappLink } from "~/utils/format";

const TITLE = "Hubungi Kami";

export const meta: MetaFunction = () => [{ title: `${TITLE} | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const setting = await getSetting(request);
  const { phone, email, address, lat, long } = setting;
  return { phone, email, address, lat, long };
}

export default function ContactPage() {
  const { phone, email, address, lat, long } = useLoaderData<typeof loader>();
  return (
    <InfoPage title={TITLE}>
      <div className="contact">
        <dl className="contact__list">
          <div className="contact__row">
            <dt>
              <Icon name="map-pin" /> Alamat
            </dt>
            <dd>
              <address>{address}</address>
            </dd>
          </div>
          <div className="contact__row">
            <dt>
              <Icon name="whatsapp" /> WhatsApp
            </dt>
            <dd>
              <a href={whatsappLink(phone)} rel="noopener noreferrer">
                {phone}
              </a>
            </dd>
          </div>
          <div className="contact__row">
            <dt>
              <Icon name="mail" /> E-mail
            </dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        </dl>
        <div className="contact__map">
          <iframe
            title={`Peta lokasi kantor ${SITE_NAME}`}
            src={mapEmbedUrl(lat, long)}
            width={600}
            height={400}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
          {/* Office browsers often block embedded frames; the plain link still works. */}
          <a href={`https://www.google.com/maps?q=${encodeURIComponent(`${lat},${long}`)}`} rel="noopener noreferrer">
            Buka peta di Google Maps
          </a>
        </div>
      </div>
    </InfoPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
