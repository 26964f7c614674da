match 0:
    case (a | b) if a:
        pass
