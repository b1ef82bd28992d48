// The static error page (main shows it when the app page fails to load or its renderer
// crashes); main passes the reason in the query string. textContent: never parsed as HTML.
import './desktop.css';

const reason = new URLSearchParams(window.location.search).get('reason');
const target = document.getElementById('reason');
if (reason !== null && target !== null) target.textContent = reason.slice(0, 200);
