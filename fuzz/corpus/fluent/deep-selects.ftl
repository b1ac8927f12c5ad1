hello = { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] { $name ->
   *[a] x
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
