object.__hash__()
