match []:
    case [*a, *b]:
        pass
