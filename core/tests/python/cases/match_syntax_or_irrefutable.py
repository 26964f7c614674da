match 1:
    case 1:
        pass
    case y | 2:
        pass
