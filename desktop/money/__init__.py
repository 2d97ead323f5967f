"""Money in the app (issue 20): the Settle panel of the open sitting, the evening view
and the words both use to show nets and payments."""
