import {
  createContext,
  lazy,
  useCallback,
  useContext,
  useState,
  type FunctionComponent,
} from 'react';

const Nothing = () => null;

/**
 * A part of the page whose code loads the first time it is shown, so a reader's first visit
 * downloads only what its first screen shows. The caller's Suspense boundary says what stands in
 * while the file comes. If the file cannot be fetched (the network dropped), `Unavailable` stands
 * in, with `retry` to ask for the file again; by default the part shows nothing, and the rest of
 * the page works on.
 */
export function onDemand<P extends object>(
  load: () => Promise<FunctionComponent<P>>,
  Unavailable: FunctionComponent<P & { retry: () => void }> = Nothing,
): FunctionComponent<P> {
  const Retry = createContext<() => void>(() => undefined);

  function Failed(props: P) {
    const retry = useContext(Retry);
    return <Unavailable {...props} retry={retry} />;
  }

  // The lazy component takes the props of the one it loads (its type says so only of concrete
  // props, not of a type parameter).
  const attempt = () =>
    lazy<FunctionComponent<P>>(() =>
      load().then(
        (Loaded) => ({ default: Loaded }),
        (error: unknown) => {
          console.warn('A part of the page could not be loaded:', error);
          return { default: Failed };
        },
      ),
    ) as unknown as FunctionComponent<P>;
  // One file for every place the part is shown: once it has come, each shows it at once.
  let Part = attempt();

  return function OnDemand(props: P) {
    const [, setAttempts] = useState(0);
    const retry = useCallback(() => {
      Part = attempt();
      setAttempts((count) => count + 1);
    }, []);
    return (
      <Retry.Provider value={retry}>
        <Part {...props} />
      </Retry.Provider>
    );
  };
}
