match {}:
    case {"a": 1, "a": 2}:
        pass
