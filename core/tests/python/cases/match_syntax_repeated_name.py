match [1, 2]:
    case [a, a]:
        pass
