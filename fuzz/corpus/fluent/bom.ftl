hello = Cześć, { $name }!
    .title = Powitanie
