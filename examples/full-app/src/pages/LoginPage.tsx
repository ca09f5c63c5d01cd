import { Login } from '@ally/react'
import { NEXT_PARAM } from '@ally/sdk'
import { useSearch } from 'wouter'

/** `/login?next=…`: after login the user goes on to the page they were opening. */
export default function LoginPage() {
  return <Login next={new URLSearchParams(useSearch()).get(NEXT_PARAM)} />
}
