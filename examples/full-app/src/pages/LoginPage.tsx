import { Login } from '@ally/react'

export default function LoginPage() {
  return <Login />
}
