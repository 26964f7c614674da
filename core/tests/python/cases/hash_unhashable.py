hash([1])
