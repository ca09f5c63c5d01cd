import { Spinner } from '@ally/react'
import { Component, type ReactNode, Suspense } from 'react'

interface State {
  error: Error | null
}

class LoadError extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <main className="app-centered" role="alert">
        <h1>This page could not be loaded</h1>
        <p>{this.state.error.message} Check your connection and try again.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    )
  }
}

/** Lazily loaded pages show a spinner while they load, and a way out if they cannot. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <LoadError>
      <Suspense
        fallback={
          <div className="app-centered">
            <Spinner aria-label="Loading the page" />
          </div>
        }
      >
        {children}
      </Suspense>
    </LoadError>
  )
}
