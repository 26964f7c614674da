print(..., Ellipsis)
