import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { SettingsHtmlPage } from "~/components/info-page";
import { loadSettingsHtml } from "~/utils/settings-html.server";

const TITLE = "Syarat & Ketentuan";

export const meta: MetaFunction = () => [{ title: `${TITLE} | ${SITE_NAME}` }];

export const loader = ({ request }: LoaderFunctionArgs) => loadSettingsHtml(request, "tac", TITLE);

export default SettingsHtmlPage;

export const ErrorBoundary = RouteErrorPage;
