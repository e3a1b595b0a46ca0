/** The MLflow client's settings, read from the environment the entry point passes in. */
import { retryPolicyFrom, type RetryEnvironment, type RetryPolicy } from './retry.js';

/** Where the tracking server is and how to sign in: MLflow's own environment variables, as the entry points read them. */
export interface MlflowSettings {
  /** `MLFLOW_TRACKING_URI`; undefined when unset. */
  trackingUri?: string;
  /** `MLFLOW_TRACKING_TOKEN`: sent as a bearer token. */
  token?: string;
  /** `MLFLOW_TRACKING_USERNAME` and `MLFLOW_TRACKING_PASSWORD`: HTTP basic auth, preferred to the token as MLflow does. */
  username?: string;
  password?: string;
  /**
   * MLflow's TLS settings, which Node's fetch cannot honour per request: `MLFLOW_TRACKING_SERVER_CERT_PATH`,
   * `MLFLOW_TRACKING_CLIENT_CERT_PATH` and `MLFLOW_TRACKING_INSECURE_TLS`. Set for an https server, they are
   * refused, pointing to `NODE_EXTRA_CA_CERTS` (`caCerts`), which Node reads when it starts.
   */
  serverCertPath?: string;
  clientCertPath?: string;
  insecureTls?: string;
  caCerts?: string;
  policy: RetryPolicy;
  env?: RetryEnvironment;
  /** A folder where an artifact in a harness's format is written, to be read as a file. */
  tempRoot: string;
  /** Where the variables were given (the action: the step's env), for a message about one missing. */
  variables?: string;
}

/**
 * The settings from an environment the entry point passes in (`process.env` there): MLflow's variables as its own
 * client reads them, and PASSK_GATE_API_TIMEOUT and PASSK_GATE_API_BACKOFF for the requests. Empty counts as unset.
 * `variables` says where `env` came from, for a user who is to set a variable there.
 */
export function mlflowSettingsFrom(
  env: Record<string, string | undefined>,
  info: (line: string) => void,
  tempRoot: string,
  variables?: string,
): MlflowSettings {
  const set = (name: string): string | undefined => (env[name] === '' ? undefined : env[name]);
  return {
    trackingUri: set('MLFLOW_TRACKING_URI'),
    token: set('MLFLOW_TRACKING_TOKEN'),
    username: set('MLFLOW_TRACKING_USERNAME'),
    password: set('MLFLOW_TRACKING_PASSWORD'),
    serverCertPath: set('MLFLOW_TRACKING_SERVER_CERT_PATH'),
    clientCertPath: set('MLFLOW_TRACKING_CLIENT_CERT_PATH'),
    insecureTls: set('MLFLOW_TRACKING_INSECURE_TLS'),
    caCerts: set('NODE_EXTRA_CA_CERTS'),
    policy: retryPolicyFrom(env),
    env: { info },
    tempRoot,
    variables,
  };
}

/**
 * Every form in which the credentials could come back from a server that echoes them (in an error, a param, an
 * artifact): the token and each password as given and percent-encoded, and each basic-auth value (base64 of
 * user:password), from the variables and from MLFLOW_TRACKING_URI's own user:password@. The client and the MLflow
 * reader cut them out of their messages; the action also masks them in the job's log.
 */
export function credentialForms(settings: MlflowSettings): string[] {
  const forms: string[] = [];
  const secret = (value: string | undefined): void => {
    if (value !== undefined && value !== '') forms.push(value, encodeURIComponent(value));
  };
  const basic = (username: string | undefined, password: string | undefined): void => {
    if (username !== undefined && username !== '' && password !== undefined) {
      forms.push(Buffer.from(`${username}:${password}`).toString('base64'));
    }
  };
  secret(settings.token);
  secret(settings.password);
  basic(settings.username, settings.password);
  const uri = settings.trackingUri?.trim() ?? '';
  if (URL.canParse(uri)) {
    const { username, password } = new URL(uri);
    try {
      secret(decodeURIComponent(password));
      if (username !== '') basic(decodeURIComponent(username), decodeURIComponent(password));
    } catch {
      // A %-escape that decodes to nothing: the address is refused with its own message, and sends no credentials;
      // the password as written is still masked.
      secret(password);
    }
  }
  return [...new Set(forms)];
}
