match "a":
    case f"a":
        pass
