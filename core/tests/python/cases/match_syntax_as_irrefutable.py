match 0:
    case (y as z):
        pass
    case 1:
        pass
