/**
 * The data layer's own messages (every id of DATA_MESSAGE: this module's part holds what its imports
 * reach, and catalogue.ts is imported for that), for a failure of a caller whose own part does not
 * hold them: the analytics, which show none, and the system error dialog. A module that shows
 * messages and calls the data layer has them in its own part.
 */
import './catalogue.ts'
import messages from 'virtual:atoll-messages'

export default messages
